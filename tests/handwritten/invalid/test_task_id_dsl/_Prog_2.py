# tests/ut/language/parser/test_task_id_dsl.py::TestDepsKwargAcceptsTaskIdScalar::test_deps_rejects_non_var_expr (rejected by the reference parser)
import pypto.language as pl


@pl.program
class _Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k1(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            # n is INT32, not TASK_ID and not a tensor — reject.
            b = self.k1(x, deps=[n])
        return b
