# ptoc: opt --passes=simplify --expect {dir}/simp_ref_drops_dead_scalar_inside_scope.expected.py
# reference test_simplify_pass.py, test_drops_dead_scalar_inside_scope: an unused scalar inside a scope is removed
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        with pl.at(level=pl.Level.CORE_GROUP):
            dead: pl.Scalar[pl.INDEX] = 7  # noqa: F841
            _t: pl.Tensor[[4], pl.FP32] = pl.tensor.create([4], dtype=pl.FP32)
