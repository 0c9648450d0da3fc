# ptoc: parse {}
# An inline `with pl.spmd(n):` body (tile code, not a kernel call) is the kernel
# of every block: the reference's parser rejects it unless it reads the block
# index (pl.tile.get_block_idx()), since every block would do the same work.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4):
            t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
            out = pl.store(t, [0, 0], out)
        return out
