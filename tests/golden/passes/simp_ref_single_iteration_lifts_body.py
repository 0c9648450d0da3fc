# ptoc: opt --passes=simplify --expect {dir}/simp_ref_single_iteration_lifts_body.expected.py
# reference test_simplify_pass.py, test_single_iteration_lifts_body: a loop of one trip becomes its body
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        for _i in pl.range(1):
            _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
