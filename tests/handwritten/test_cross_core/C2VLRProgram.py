# tests/st/runtime/cross_core/test_cross_core.py::<module> (hand-written)
import pypto.language as pl

M = 32
K = 64
N = 512
N_BLOCK = 64
N_BLOCKS = N // N_BLOCK


@pl.program
class C2VLRProgram:
    """C2V left-right-split cross-core program.

    Cube producer: computes matmul in blocks over N, pushes results to Vector.
    Vector consumer: accumulates result into output tensor.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[M, K], pl.FP32],
        b: pl.Tensor[[K, N], pl.FP32],
        c: pl.Tensor[[M, N], pl.FP32],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.LEFT_RIGHT)]):
            for cb in pl.range(0, N_BLOCKS // 4):
                for ci in pl.range(0, 4):
                    nb = cb * 4 + ci
                    n0 = nb * N_BLOCK
                    c_prev = pl.slice(c, [M, N_BLOCK], [0, n0])
                    b_chunk = pl.slice(b, [K, N_BLOCK], [0, n0])
                    c_next = pl.add(c_prev, pl.matmul(a, b_chunk))
                    c = pl.assemble(c, c_next, [0, n0])
        return c
