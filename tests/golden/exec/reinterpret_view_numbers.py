# ptoc: run --backend 910B --in 0={dir}/reinterpret_view_numbers_a.npy --print 1 --print 2
# pl.reinterpret_view in an orchestration function, run on the CPU: the same
# bytes seen as another dtype.  a [2, 4] INT32 holds 65536 k + 1 for k = 0..7
# (a[r, c], k = 4 r + c), whose little-endian INT16 halves are 1 (low) and k
# (high), and whose bytes are 1, 0, k, 0:
#   as INT16 [2, 8] (last dim scaled by 4 / 2) -> row r: 1 4r 1 4r+1 1 4r+2 1 4r+3
#   row 1 of a as UINT8 [16]                   -> 1 0 4 0 1 0 5 0 1 0 6 0 1 0 7 0
import pypto.language as pl


@pl.program
class ReinterpretNumbers:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[2, 4], pl.INT32],
        halves: pl.Out[pl.Tensor[[2, 8], pl.INT16]],
        flat: pl.Out[pl.Tensor[[16], pl.UINT8]],
    ) -> tuple[pl.Tensor[[2, 8], pl.INT16], pl.Tensor[[16], pl.UINT8]]:
        h = pl.reinterpret_view(a, pl.INT16)
        halves = pl.assemble(halves, h, [0, 0])
        row = pl.slice(a, [1, 4], [1, 0])
        b = pl.tensor.reinterpret_view(row, [16], dtype=pl.UINT8)
        flat = pl.assemble(flat, b, [0])
        return halves, flat
