# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr
# Reference dsl-pipeline-codegen.md 1.6 Example C: ta -> mem_vec_3 @0, tb -> mem_vec_4 @65536,
# ts and tm reuse mem_vec_3; tensor params get mem_ddr_0..2 and the store result shares mem_ddr_2.
import pypto.language as pl

@pl.program
class VecAdd:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_add(a__ssa_v0: pl.Tensor[[128, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 128], pl.FP32], scale__ssa_v0: pl.Scalar[pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        ta__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        ts__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        tm__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ts__ssa_v0, scale__ssa_v0)
        r__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(tm__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
