# ptoc: print
# An inline `with pl.spmd(n):` body reads its block index through the
# tensor-scope pl.get_block_idx() as well as pl.tile.get_block_idx(), and a
# window x[r0 : r0 + 16, :] is 16 rows whatever r0 is (its extent folds), so
# the assembled value has the type of the rows it replaces.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4):
            c = pl.get_block_idx()
            r0 = c * 16
            out = pl.assemble(out, pl.mul(x[r0 : r0 + 16, :], 2.0), [r0, 0])
        return out
