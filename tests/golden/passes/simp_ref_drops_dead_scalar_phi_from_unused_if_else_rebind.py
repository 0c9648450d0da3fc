# ptoc: opt --passes=convert_to_ssa,simplify --expect {dir}/simp_ref_drops_dead_scalar_phi_from_unused_if_else_rebind.expected.py
# reference test_simplify_pass.py, test_drops_dead_scalar_phi_from_unused_if_else_rebind (ConvertToSSA first, as the test does): after ConvertToSSA, an unused scalar that both branches assign is no result of the if
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self, cond: pl.Scalar[pl.BOOL], out: pl.Tensor[[1], pl.INDEX]):
        if cond:
            t1: pl.Scalar[pl.INDEX] = 1
            pl.tensor.write(out, [0], t1)
        else:
            t1: pl.Scalar[pl.INDEX] = 2
            pl.tensor.write(out, [0], t1)
