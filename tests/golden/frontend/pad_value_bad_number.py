# ptoc: print
# Of the numbers only 0 stands for a pad value (pl.PadValue.zero); any other
# is an error, as the reference rejects pad_value=5.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        scores: pl.Tensor[[16, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        local: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            scores, [0, 0], [16, 256], target_memory=pl.Mem.Vec
        )
        padded: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.fillpad(local, pad_value=5)
        out = pl.store(padded, [0, 0], out)
        return out
