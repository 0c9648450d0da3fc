# tests/ut/language/parser/test_dump_tag_dsl.py::test_dump_tag_rejects_zero_args (rejected by the reference parser)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], output)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.dump_tag()  # no args
        d = self.kernel(a, d)
        return d
