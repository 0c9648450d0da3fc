# tests/ut/language/parser/test_dump_dsl.py::test_at_dumps_rejects_non_tensor (rejected by the reference parser)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        n: pl.Scalar[pl.INT32],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[n]):  # n is a scalar, not a tensor
            d = pl.add(a, a)
        return d
