# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_keeps_call_rhs_even_if_lhs_unused: an unused tensor from a call is kept (the call may have effects)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
