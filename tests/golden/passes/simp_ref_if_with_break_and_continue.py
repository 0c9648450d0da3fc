# ptoc: opt --passes=simplify --expect {dir}/simp_ref_if_with_break_and_continue.expected.py
# reference test_simplify_pass.py, test_if_with_break_and_continue: branches ending in break and continue are simplified under their conditions
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            if i < 4:
                y: pl.Scalar[pl.INT64] = i // 4
                pl.tensor.write(out, [i], y)
                break
            else:
                y2: pl.Scalar[pl.INT64] = i + 0
                pl.tensor.write(out, [i], y2)
                continue
