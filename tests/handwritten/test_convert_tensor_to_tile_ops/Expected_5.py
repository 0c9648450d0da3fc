# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_set_validshape_operand_loads_straight_to_mat (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a_src: pl.Tensor[[16, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
        ret0_out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a_mat: pl.Tile[[16, 64], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            a_src, [0, 0], [16, 64], [16, 64], target_memory=pl.MemorySpace.Mat
        )
        av_mat = pl.tile.set_validshape(a_mat, 8, 64)
        b_mat: pl.Tile[[64, 64], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            b, [0, 0], [64, 64], [64, 64], target_memory=pl.MemorySpace.Mat
        )
        y_tile: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Acc] = pl.tile.matmul(av_mat, b_mat)
        out_store: pl.Tensor[[16, 64], pl.FP32] = pl.store(y_tile, [0, 0], ret0_out)
        return out_store

    @pl.function
    def main(
        self,
        a_src: pl.Tensor[[16, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0_out: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        y: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(a_src, b, ret0_out)
        return y
