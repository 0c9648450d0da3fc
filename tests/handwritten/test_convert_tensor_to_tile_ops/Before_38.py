# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestTensorRandomConversion::test_tensor_random_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[4, 256], pl.INT32]) -> pl.Tensor[[4, 256], pl.INT32]:
        r: pl.Tensor[[4, 256], pl.INT32] = pl.tensor.random(
            1, 2, 3, 4, 5, 6, [4, 256], dtype=pl.INT32, rounds=7
        )
        y: pl.Tensor[[4, 256], pl.INT32] = pl.add(r, x)
        return y

    @pl.function
    def main(self, x: pl.Tensor[[4, 256], pl.INT32]) -> pl.Tensor[[4, 256], pl.INT32]:
        y: pl.Tensor[[4, 256], pl.INT32] = self.main_incore_0(x)
        return y
