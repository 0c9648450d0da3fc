# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.scatter_update lowers through steps of its lowers_to: flat indices
# (index * d + column) scatter the rows of src and a 0/1 mask, and tile.sel
# blends them with input.  (Reference test_convert_tensor_to_tile_ops Before
# 44 in FP32 and wider, so that every tile row is 32-byte aligned: 4-byte
# data keeps the INT32 indices, so both casts elide.)
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(index__ssa_v0: pl.Tensor[[2, 8], pl.INT32], src__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        buf__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.scatter_update(buf__ssa_v0, index__ssa_v0, src__ssa_v0, dim=-2)
        return result__ssa_v0
    @pl.function
    def main(self, index__ssa_v0: pl.Tensor[[2, 8], pl.INT32], src__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        result__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(index__ssa_v0, src__ssa_v0)
        return result__ssa_v0
