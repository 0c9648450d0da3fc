# tests/st/runtime/cross_core/test_cross_core.py::<module> (hand-written)
import pypto.language as pl

M = 32
K = 64
N = 512
N_BLOCK = 64
N_BLOCKS = N // N_BLOCK


@pl.program
class BiDirectUDProgram:
    """Bidirectional (V→C→V) updown-split cross-core program.

    Vector sends data to Cube for matmul, Cube sends results back to Vector.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[M, K], pl.FP32],
        b: pl.Tensor[[K, N], pl.FP32],
        c: pl.Tensor[[M, N], pl.FP32],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            for cb in pl.range(0, N_BLOCKS // 4):
                for ci in pl.range(0, 4):
                    nb = cb * 4 + ci
                    n0 = nb * N_BLOCK
                    c_prev = pl.slice(c, [M, N_BLOCK], [0, n0])
                    a_add = pl.add(a, 1.0)
                    b_chunk = pl.slice(b, [K, N_BLOCK], [0, n0])
                    c_next = pl.add(c_prev, pl.matmul(a_add, b_chunk))
                    c = pl.assemble(c, c_next, [0, n0])
        return c
