# ptoc: opt --passes=convert_to_ssa,normalize_stmt_structure,flatten_call_expr,outline_hierarchy_scopes,outline_incore_scopes
# Both branches of an if in a CORE_GROUP scope write the parameter x (tensor.assemble
# into x). The return lineage reaches x from both branches, so the kernel returns x, as
# the reference's outliner does; the tile lowering then stores the tile the taken branch
# assembled back into x (see outline_if_both_param_exec).
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
