# ptoc: parse
# a negative valid extent is refused at the dim
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tensor[[16, 128], pl.BF16]:
        kv = pl.create_l1([16, 128], pl.BF16)
        kv = pl.gather_row(kv, src, [0, 0], [0, 0], [4, 128], valid_shape=[-1, 128])
        return kv
