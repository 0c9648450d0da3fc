# examples/language/beginner/matmul_transpose.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MatmulTransAProgram:
    """Compute C = A^T @ B where A:[64,64], B:[64,64], C:[64,64]."""

    @pl.function
    def transpose_kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        a_t: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        """Transpose A: a_t = a^T (Vector kernel)."""
        tile_a: pl.Tile[[64, 64], pl.FP32] = pl.load(a, [0, 0], [64, 64])
        tile_a_T: pl.Tile[[64, 64], pl.FP32] = pl.transpose(tile_a, axis1=0, axis2=1)
        out_a_t: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_a_T, [0, 0], [64, 64], a_t)
        return out_a_t

    @pl.function(type=pl.FunctionType.InCore)
    def matmul_kernel(
        self,
        a_t: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        c: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        """Matmul: c = a_t @ b (Cube kernel)."""
        tile_a_l1 = pl.load(a_t, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_a_l0a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_c_l0c = pl.matmul(tile_a_l0a, tile_b_l0b)
        out_c = pl.l0c_store(tile_c_l0c, [0, 0], [64, 64], c)
        return out_c

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        """Orchestrate: C = A^T @ B."""
        a_t: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        out_c: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        a_t = self.transpose_kernel(a, a_t)
        out_c = self.matmul_kernel(a_t, b, out_c)
        return out_c
