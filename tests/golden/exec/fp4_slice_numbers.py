# ptoc: run --backend 950 --in 0=iota --print 1 --print 2
# FP4 tile slices in Vec (the reference's test_init_memref.py TestSliceView FP4 programs, in
# kernels an orchestration calls): the [8, 16] source is an [8, 8] byte array of x2 carriers
# holding 0..63 (iota).  tile.slice becomes pto.textract, whose column origin counts x2
# carriers as the Vec tile's type does (the codegen halves the even element offset):
# [1, 16] at [1, 0] is carrier row 1 (8..15); [2, 8] at [3, 6] starts at element 6, carrier 3,
# so rows 3 and 4 give carriers 27..30 and 35..38.  (The values printed are the carriers'
# byte codes.)
import pypto.language as pl


@pl.program
class Fp4Slices:
    @pl.function(type=pl.FunctionType.InCore)
    def slices(
        self,
        src: pl.Tensor[[8, 16], pl.FP4],
        row: pl.Out[pl.Tensor[[1, 16], pl.FP4]],
        block: pl.Out[pl.Tensor[[2, 8], pl.FP4]],
    ) -> tuple[pl.Tensor[[1, 16], pl.FP4], pl.Tensor[[2, 8], pl.FP4]]:
        tile = pl.load(src, [0, 0], [8, 16], target_memory=pl.Mem.Vec)
        one = pl.tile.slice(tile, [1, 16], [1, 0])
        row = pl.store(one, [0, 0], row)
        two = pl.tile.slice(tile, [2, 8], [3, 6])
        block = pl.store(two, [0, 0], block)
        return row, block

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[8, 16], pl.FP4],
        row: pl.Out[pl.Tensor[[1, 16], pl.FP4]],
        block: pl.Out[pl.Tensor[[2, 8], pl.FP4]],
    ) -> tuple[pl.Tensor[[1, 16], pl.FP4], pl.Tensor[[2, 8], pl.FP4]]:
        row, block = self.slices(src, row, block)
        return row, block
