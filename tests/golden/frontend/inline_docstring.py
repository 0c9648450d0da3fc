# ptoc: print
# An inline helper's docstring is not expanded; a statement that is only an
# inline call keeps the call's value as an expression statement.
import pypto.language as pl


@pl.inline
def add_one(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    """Adds one."""
    result: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
    return result


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = add_one(x)
        add_one(y)
        return y
