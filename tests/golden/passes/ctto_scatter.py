# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.scatter (index form, dim=-1) lowers through the steps of its
# lowers_to, as the reference's ConvertTensorToTileOps builds it (its
# test_scatter ScatterFP16Program and Scatter1RowProgram, kernels after
# outlining): row i of the column index gains i * cols (tile.ci of the src
# rows, reshaped to a column, scaled by tile.muls, added by row_expand_add),
# src and a 0/1 mask (FP16 for 2-byte data) are scattered into zeros, and
# tile.sel keeps input where the mask is 0.  A one-row src keeps its index
# (the multi_row steps are left out: a [1, 1] tci is not allowed).
import pypto.language as pl

@pl.program
class Scatter:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fp16_incore(base__ssa_v0: pl.Tensor[[16, 32], pl.FP16], idx__ssa_v0: pl.Tensor[[16, 16], pl.INT16], val__ssa_v0: pl.Tensor[[16, 16], pl.FP16], output__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP16]]) -> pl.Tensor[[16, 32], pl.FP16]:
        out__ssa_v0: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.scatter(base__ssa_v0, idx__ssa_v0, val__ssa_v0, dim=-1)
        output__ssa_v1: pl.Tensor[[16, 32], pl.FP16] = pl.tensor.assemble(output__ssa_v0, out__ssa_v0, [0, 0])
        return output__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def one_row_incore(base__ssa_v0: pl.Tensor[[1, 16], pl.FP32], idx__ssa_v0: pl.Tensor[[1, 8], pl.INT32], val__ssa_v0: pl.Tensor[[1, 8], pl.FP32], output__ssa_v0: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        out__ssa_v0: pl.Tensor[[1, 16], pl.FP32] = pl.tensor.scatter(base__ssa_v0, idx__ssa_v0, val__ssa_v0, dim=-1)
        output__ssa_v1: pl.Tensor[[1, 16], pl.FP32] = pl.tensor.assemble(output__ssa_v0, out__ssa_v0, [0, 0])
        return output__ssa_v1
