# ptoc: opt --passes=unroll_loops
# reference test_unroll_loops_pass.py, test_trip_count_exceeds_max_raises: more than 1024 copies is an error
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]:
        for i in pl.unroll(2000):
            x: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(x, 1.0)
        return x
