# ptoc: opt --passes=convert_to_ssa,normalize_stmt_structure,flatten_call_expr,outline_hierarchy_scopes,outline_incore_scopes
# A loop body ends in an if whose branches both yield t, written into w: the loop result
# lives in w, not in the buffer of its initial value x, so the kernel returns the result.
# The second branch reaches t after the first: that must not count as "no new tensor".
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[8, 64], pl.FP32], w: pl.Tensor[[8, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i in pl.range(2):
                t = pl.tensor.assemble(w, pl.tensor.adds(x, 1.0), [0, 0])
                if n > 0:
                    x = t
                else:
                    x = t
        return x
