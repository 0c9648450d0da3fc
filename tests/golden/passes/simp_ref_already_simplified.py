# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_already_simplified: nothing to do: unchanged
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(8):
            y: pl.Scalar[pl.INT64] = i
            pl.tensor.write(out, [i], y)
