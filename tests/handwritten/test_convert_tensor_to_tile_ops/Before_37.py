# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestTensorCiConversion::test_tensor_ci_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[1, 32], pl.INT32]) -> pl.Tensor[[1, 32], pl.INT32]:
        idx: pl.Tensor[[1, 32], pl.INT32] = pl.tensor.ci(0, [1, 32], dtype=pl.INT32, descending=True)
        y: pl.Tensor[[1, 32], pl.INT32] = pl.add(idx, x)
        return y

    @pl.function
    def main(self, x: pl.Tensor[[1, 32], pl.INT32]) -> pl.Tensor[[1, 32], pl.INT32]:
        y: pl.Tensor[[1, 32], pl.INT32] = self.main_incore_0(x)
        return y
