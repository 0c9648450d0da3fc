# ptoc: parse
# What the reference's parser tests reject (test_spmd_submit.py,
# test_manual_scope_parsing.py, test_scope_parsing.py): a core_num that is not
# a positive integer, a task launch whose result is dropped, dependencies
# written as a call attribute, a scope name that is not an identifier.
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[128], pl.FP32], out: pl.Out[pl.Tensor[[128], pl.FP32]]) -> pl.Tensor[[128], pl.FP32]:
        t = pl.load(x, [0], [128])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128], pl.FP32], out: pl.Out[pl.Tensor[[128], pl.FP32]]) -> pl.Tensor[[128], pl.FP32]:
        with pl.manual_scope():
            out, _ = pl.spmd_submit(self.k, x, out, core_num=0)
            out, _ = pl.spmd_submit(self.k, x, out, core_num=2.5)
            pl.submit(self.k, x, out)
            a, a_tid = pl.submit(self.k, x, out)
            b = self.k(x, out, attrs={"manual_dep_edges": [a_tid]})
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="has space"):
            y = pl.add(x, x)
        return out
