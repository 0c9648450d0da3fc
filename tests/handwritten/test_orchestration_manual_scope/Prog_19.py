# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_manual_scope_tid_loop_carried_into_array_carry (hand-written)
import pypto.language as pl

N = 4
LOOP = 2
ROWS = 16
COLS = 256
TILE = COLS // N


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def seed(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        y: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[ROWS, COLS], pl.FP32] = pl.load(x, [0, 0], [ROWS, COLS])
        return pl.store(t, [0, 0], y)

    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self, y: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]]
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[ROWS, COLS], pl.FP32] = pl.load(y, [0, 0], [ROWS, COLS])
        r: pl.Tile[[ROWS, COLS], pl.FP32] = pl.add(t, t)
        return pl.store(r, [0, 0], y)

    @pl.function(type=pl.FunctionType.InCore)
    def prod(
        self,
        y: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[ROWS, TILE], pl.FP32] = pl.load(y, [0, col], [ROWS, TILE])
        r: pl.Tile[[ROWS, TILE], pl.FP32] = pl.add(t, t)
        return pl.store(r, [0, col], y)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        y: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        carry = pl.array.create(N, pl.TASK_ID)
        y, seed_tid = pl.submit(self.seed, x, y)
        for s in pl.unroll(N):
            carry[s] = seed_tid
        for _i in pl.range(LOOP):
            y, _ = pl.submit(self.consume, y, deps=[carry[i] for i in range(N)])
            with pl.manual_scope():
                for n in pl.parallel(N):
                    col: pl.Scalar[pl.INDEX] = n * TILE
                    y, prod_tid = pl.submit(self.prod, y, col, deps=[carry[n]])
                    carry[n] = prod_tid
        return y
