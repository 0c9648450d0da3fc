# ptoc: verify --property=PipelineLoopValid
# reference PipelineLoopValid: a pl.pipeline loop always carries its stage count
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]):
        for i in pl.pipeline(8):
            pass
