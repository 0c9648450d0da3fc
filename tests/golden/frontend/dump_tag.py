# ptoc: print
# pl.dump_tag(t) marks t for every later kernel call passing it (the reference's
# test_dump_tag_dsl.py): a call gets attrs {"dump_vars": [...]} in argument order,
# once per variable, a pl.submit its dumps=[...]; a call before the tag is unmarked.
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
        c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        d: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        c = self.kernel(a, c)
        pl.dump_tag(d)
        pl.dump_tag(a)
        pl.dump_tag(a)
        d = self.kernel(a, d)
        with pl.manual_scope():
            e, tid = pl.submit(self.kernel, a, c)
        return d
