# ptoc: check --backend 910B
# A tensor assembled into an Out parameter inside a pl.at(CORE_GROUP) scope:
# ConvertTensorToTileOps loads the source tensor whole into Vec
# (`assemble_src`) and stores it at the offset, so each half of out is
# written from its own input.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 128], pl.FP32],
        b: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.assemble(out, a, [0, 0])
            out[64:128, 0:128] = b
        return out
