# ptoc: opt --passes=simplify --expect {dir}/simp_ref_always_false_no_else_drops_if_entirely.expected.py
# reference test_simplify_pass.py, test_always_false_no_else_drops_if_entirely: an always-false `if` without else goes as a whole
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(0, 8, 2):
            if i == -1:
                y: pl.Scalar[pl.INDEX] = 99
                pl.tensor.write(out, [i], y)
            pl.tensor.write(out, [i], i)
