# ptoc: parse
# A keyword no op of the spelling knows is still reported as unknown.
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(self, inp: pl.Tensor[[8, 16], pl.FP32], o: pl.Out[pl.Tensor[[8, 8], pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m = pl.tensor.gather(inp, mask_patern=pl.tile.MaskPattern.P0101)
            o = pl.assemble(o, m, [0, 0])
        return o
