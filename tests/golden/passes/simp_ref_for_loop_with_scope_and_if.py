# ptoc: opt --passes=simplify --expect {dir}/simp_ref_for_loop_with_scope_and_if.expected.py
# reference test_simplify_pass.py, test_for_loop_with_scope_and_if: the loop bound and the condition reach into an if inside a scope
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            with pl.at(level=pl.Level.CORE_GROUP):
                if i < 4:
                    y: pl.Scalar[pl.INT64] = i // 4
                    pl.tensor.write(out, [i], y)
