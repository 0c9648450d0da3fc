# ptoc: opt --backend 910B --passes=init_mem_ref,materialize_semantic_aliases,memory_reuse,allocate_memory_addr,fold_no_op_reshape
# A reshape to the input's own shape shares its buffer and folds to a plain assignment; a real
# reshape ([32, 32] -> [16, 64]) stays and still shares the buffer.
import pypto.language as pl

@pl.program
class Fold:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[32, 32], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        y__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(x__ssa_v0, [32, 32])
        z__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(y__ssa_v0, [16, 64])
        r__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(z__ssa_v0, [0, 0], o__ssa_v0)
        return r__ssa_v0
