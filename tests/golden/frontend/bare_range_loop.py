# ptoc: parse {}
# A loop over Python's range() is an error, as in the reference
# (test_error_cases.py: "must use pl.range()"); so is a program class with no
# function (test_program_decorator.py).
import pypto.language as pl


@pl.function
def invalid_loop(n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
    result: pl.Tensor[[1], pl.INT32] = n
    for i in range(10):
        result = pl.add(result, 1)
    return result
