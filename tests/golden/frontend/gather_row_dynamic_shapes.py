# ptoc: parse
# from test_gather_row: the reference rejects this program
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self, src: pl.Tensor[[256, 128], pl.BF16], n: pl.Tensor[[1], pl.INT32]
    ) -> pl.Tensor[[16, 128], pl.BF16]:
        rows = pl.cast(pl.read(n, [0]), pl.INDEX)
        kv = pl.create_l1([16, 128], pl.BF16)
        kv = pl.gather_row(kv, src, [0, 0], [0, 0], [rows, 128])
        return kv
