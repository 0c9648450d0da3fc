# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_keeps_unprovable_condition: `if i == 0` cannot be decided: unchanged
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INDEX]):
        for i in pl.range(8):
            if i == 0:
                a: pl.Scalar[pl.INDEX] = i + 1
                pl.tensor.write(out, [i], a)
            else:
                b: pl.Scalar[pl.INDEX] = i + 2
                pl.tensor.write(out, [i], b)
