# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_orchestration_unchanged (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def helper(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        return y
