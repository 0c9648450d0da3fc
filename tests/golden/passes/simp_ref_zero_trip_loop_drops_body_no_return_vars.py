# ptoc: opt --passes=simplify --expect {dir}/simp_ref_zero_trip_loop_drops_body_no_return_vars.expected.py
# reference test_simplify_pass.py, test_zero_trip_loop_drops_body_no_return_vars: a loop of no trips and no results goes as a whole
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self):
        for _i in pl.range(0, 0):
            _t: pl.Tensor[[16], pl.FP32] = pl.tensor.create([16], dtype=pl.FP32)
