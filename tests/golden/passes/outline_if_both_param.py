# ptoc: opt --passes=convert_to_ssa,normalize_stmt_structure,flatten_call_expr,outline_hierarchy_scopes,outline_incore_scopes
# Both branches of an if in a CORE_GROUP scope write the parameter x (tensor.assemble
# into x). The return lineage walks the two branches with one visited set, so the second
# stops where the first passed and the kernel returns the if result, not x: the tile
# lowering keeps each branch's writes in a copy of x's tile, and returning x would store
# the tile loaded before the if (see outline_if_both_param_exec).
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[8, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            if n > 0:
                y = pl.tensor.assemble(x, pl.tensor.adds(x, 1.0), [0, 0])
            else:
                y = pl.tensor.assemble(x, pl.tensor.adds(x, 2.0), [0, 0])
        return y
