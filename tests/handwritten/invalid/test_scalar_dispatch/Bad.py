# tests/ut/language/parser/test_scalar_dispatch.py::TestScalarUnsupportedOpHint::test_unsupported_op_hint_mentions_python_operators (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        config: pl.Tensor[[1], pl.FP32],
        out: pl.Tensor[[2, 16, 128], pl.FP32],
    ) -> pl.Tensor[[2, 16, 128], pl.FP32]:
        a: pl.Scalar[pl.FP32] = pl.tensor.read(config, [0])
        _ = pl.exp(a)  # pyright: ignore[reportArgumentType]
        return out
