# ptoc: opt --verify=all --passes=convert_to_ssa,flatten_call_expr
# reference test_unroll_loops_pass.py, test_unexpanded_unroll_survives_pipeline: an unrolled loop not yet copied out goes through ConvertToSSA (which carries x through it) and FlattenCallExpr
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.unroll(3):
            x = pl.add(x, 1.0)
        return x
