# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,allocate_memory_addr
# Four 64 KiB Vec tiles without MemoryReuse exceed the 910B Vec capacity (reference section 2).
import pypto.language as pl

@pl.program
class ElementwiseProg:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_elementwise(a__ssa_v0: pl.Tensor[[128, 128], pl.FP32], b__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[128, 128], pl.FP32]:
        ta__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        ts__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        te__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(ts__ssa_v0)
        updated__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(te__ssa_v0, [0, 0], out__ssa_v0)
        return updated__ssa_v0
