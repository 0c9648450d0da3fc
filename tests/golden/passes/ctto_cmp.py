# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.cmp lowers to the packed predicate of tile.cmp (a tensor rhs) or
# tile.cmps (a scalar rhs), which tile.sel turns into 1 and 0 of the result's
# dtype (the reference's ConvertTensorToTileOps; its test_cmp
# TensorCmpProgram and TensorCmpsProgram, kernels after outlining).  The
# cmp_type reaches the compare through kw(cmp_type); the tsel scratch is
# UINT32 [1, 8] (32 bytes of 4-byte elements, as ptoas 0.60 wants on A2/A3).
import pypto.language as pl

@pl.program
class TensorCmp:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(lhs__ssa_v0: pl.Tensor[[16, 16], pl.FP32], rhs__ssa_v0: pl.Tensor[[16, 16], pl.FP32], lt__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]], ge__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        t__tmp_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.cmp(lhs__ssa_v0, rhs__ssa_v0, cmp_type=2)
        lt__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(lt__ssa_v0, t__tmp_v0, [0, 0])
        t__tmp_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.cmp(lhs__ssa_v0, 0.0, cmp_type=5)
        ge__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(ge__ssa_v0, t__tmp_v1, [0, 0])
        return lt__ssa_v1, ge__ssa_v1
