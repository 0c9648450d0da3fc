# ptoc: print
# The with-form of pl.spmd(core_num=N, sync_start=True), as the reference's OutlineClusterScopes tests and examples/models/09_paged_attention_spmd.py write it: the keyword core count parses as pl.spmd(N, ...)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        tile = pl.load(x, [0], [64])
        out = pl.store(pl.add(tile, tile), [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.spmd(core_num=4, sync_start=True):
            out = self.kernel(x, out)
        return out
