# ptoc: run --backend 910B --in 0=iota --in 1=iota --in 2=iota --print 0 --print 1 --print 3
# pl.tensor.scatter_update in an orchestration function (the reference's orchestration
# codegen copies each row on the host, in place), run on the CPU.  flat [6, 8] and
# blocks (viewed as [3, 2, 1, 8]) are iota, so row r is 8 r .. 8 r + 7; src [4, 8] is
# iota, row k is 8 k .. 8 k + 7; the index [2, 2] is written in the orchestration as
# [[4, 0], [5, 2]]: row index[i, j] of the input becomes row 2 i + j of src.
#   flat:   row 4 <- src row 0 (0..7), row 0 <- src row 1 (8..15), row 5 <- src row 2
#           (16..23), row 2 <- src row 3 (24..31); rows 1 and 3 keep 8..15 and 24..31.
#   blocks: the same rows of the [3, 2, 1, 8] view (row r is block r / 2, slot r % 2), the
#           source viewed as [2, 2, 1, 8]; the view shares blocks' elements, so blocks
#           holds the same numbers as flat.
#   after:  a kernel run after the update copies flat (it waits for the update).
import pypto.language as pl


@pl.program
class OrchScatterUpdate:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(
        self, src: pl.Tensor[[6, 8], pl.FP32], dst: pl.Out[pl.Tensor[[6, 8], pl.FP32]]
    ) -> pl.Tensor[[6, 8], pl.FP32]:
        t: pl.Tile[[6, 8], pl.FP32] = pl.tile.load(src, [0, 0], [6, 8])
        dst = pl.tile.store(t, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        flat: pl.InOut[pl.Tensor[[6, 8], pl.FP32]],
        blocks: pl.InOut[pl.Tensor[[6, 8], pl.FP32]],
        src: pl.Tensor[[4, 8], pl.FP32],
        after: pl.Out[pl.Tensor[[6, 8], pl.FP32]],
    ) -> pl.Tensor[[6, 8], pl.FP32]:
        index = pl.tensor.create([2, 2], dtype=pl.INT32)
        index = pl.tensor.write(index, [0, 0], 4)
        index = pl.tensor.write(index, [0, 1], 0)
        index = pl.tensor.write(index, [1, 0], 5)
        index = pl.tensor.write(index, [1, 1], 2)
        flat = pl.tensor.scatter_update(flat, index, src, dim=-2)
        b4 = pl.tensor.view(blocks, [3, 2, 1, 8])
        s4 = pl.tensor.view(src, [2, 2, 1, 8])
        b4 = pl.tensor.scatter_update(b4, index, s4, dim=-2)
        after = self.copy(flat, after)
        return after
