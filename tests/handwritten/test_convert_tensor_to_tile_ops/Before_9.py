# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_set_validshape_operand_loads_straight_to_mat (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a_src: pl.Tensor[[16, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tensor[[16, 64], pl.BF16] = pl.slice(a_src, [16, 64], [0, 0])
        av: pl.Tensor[[16, 64], pl.BF16] = pl.set_validshape(a, 8, 64)
        y: pl.Tensor[[16, 64], pl.FP32] = pl.matmul(av, b, out_dtype=pl.FP32)
        return y

    @pl.function
    def main(
        self,
        a_src: pl.Tensor[[16, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        y: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(a_src, b)
        return y
