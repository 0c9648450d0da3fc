# tests/ut/language/parser/test_decorator.py::TestProgramDecorator::test_recursive_call (hand-written)
import pypto.language as pl


@pl.program
class RecursiveTest:
    @pl.function
    def factorial(self, n: pl.Tensor[[1], pl.INT32]) -> pl.Tensor[[1], pl.INT32]:
        _zero: pl.Tensor[[1], pl.INT32] = pl.create_tensor([1], dtype=pl.INT32)
        one: pl.Tensor[[1], pl.INT32] = pl.create_tensor([1], dtype=pl.INT32)
        # Note: This is just for testing IR structure, not a real factorial implementation
        # In real DSL, we'd need if statements for base case
        result: pl.Tensor[[1], pl.INT32] = pl.add(n, one)
        return result
