# ptoc: opt --passes=convert_to_ssa,simplify
# reference test_simplify_pass.py, test_drops_dead_tensor_phi_keeping_side_effect_ops (ConvertToSSA first, as the test does): after ConvertToSSA, an unused tensor both branches assign is no result of the if; the writes stay
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(
        self,
        cond: pl.Scalar[pl.BOOL],
        a: pl.Scalar[pl.INDEX],
        b: pl.Scalar[pl.INDEX],
        out: pl.Tensor[[1], pl.INDEX],
    ):
        if cond:
            t: pl.Tensor[[1], pl.INDEX] = pl.tensor.create([1], dtype=pl.INDEX)
            pl.tensor.write(out, [0], a)
            pl.tensor.write(t, [0], a)
        else:
            t: pl.Tensor[[1], pl.INDEX] = pl.tensor.create([1], dtype=pl.INDEX)
            pl.tensor.write(out, [0], b)
            pl.tensor.write(t, [0], b)
