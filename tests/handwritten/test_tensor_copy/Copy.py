# tests/ut/ir/operators/test_tensor_copy.py::test_dynamic_extent_and_discarded_result (hand-written)
import pypto.language as pl


@pl.program
class Copy:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[4, 600], pl.FP32],
        dst: pl.Out[pl.Tensor[[4, 600], pl.FP32]],
        rows: pl.Scalar[pl.INDEX],
        cols: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[4, 600], pl.FP32]:
        pl.copy(dst, src, [0, 0], [0, 0], [rows, cols])
        return dst
